import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { $sticky, updateSticky } from '../stores/header';

interface Props {
  className: string;
  children: ReactNode;
}

/**
 * The site header, sticky past 30 px of scroll (spec §4): the server renders it whole (CSS keeps
 * it at the top without JavaScript); this island only follows the scroll position.
 */
export default function StickyHeader({ className, children }: Props) {
  const sticky = useStore($sticky, { ssr: 'initial' });
  const header = useRef<HTMLElement>(null);
  // its height, for the page's scroll-padding (uno.config.ts): a focused field is never under it
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--site-header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const onScroll = () => updateSticky(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header ref={header} className={className} data-site-header data-sticky={sticky ? '' : undefined}>
      {children}
    </header>
  );
}
