import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { $sticky, updateSticky } from '../stores/header';

interface Props {
  className: string;
  children: ReactNode;
}

/**
 * The site header, sticky past 30 px of scroll (docs/browser-state.md): the server renders it whole (CSS keeps
 * it at the top without JavaScript); this island only follows the scroll position.
 */
export default function StickyHeader({ className, children }: Props) {
  const sticky = useStore($sticky, { ssr: 'initial' });
  useEffect(() => {
    const onScroll = () => updateSticky(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header className={className} data-site-header data-sticky={sticky ? '' : undefined}>
      {children}
    </header>
  );
}
