import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ReviewAttribute } from '../lib/validation/review';
import { reviewFields } from '../lib/validation/review-form-data';
import { checkReviewForm, type FieldProblem } from './review-form/check';
import { type Kept, showPreviews } from './review-form/previews';
import { reviewFailure, sendReview } from './review-form/send';
import type { ReviewFormWords } from './review-form/words';

interface Props {
  words: ReviewFormWords;
  /** The page language, whose plural rules choose the form of counts. */
  lang: string;
  /** The attributes every review rates, labelled (src/server/reviews/attributes.ts). */
  attributes: ReviewAttribute[];
  /** The server-rendered form (posting the reviews.submit action), whole without JavaScript. */
  children: ReactNode;
}

type Outcome = { state: 'idle' | 'sending' } | { state: 'sent' | 'failed'; message: string };

let serial = 0;

/**
 * The review form with JavaScript (docs/reviews.md): every rule is checked in place by the server
 * schema's rules, chosen photos and videos show as previews that can be removed, and the form goes to the
 * same action as without JavaScript, files included, without leaving the page.
 */
export default function ReviewForm({ words, lang, attributes, children }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [kept, setKept] = useState<Kept[]>([]);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const keptNow = useRef(kept);
  keptNow.current = kept;
  // one send at a time: a second press while the first is on its way sends nothing
  const sending = useRef(false);
  const thanks = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const form = wrapper.current?.querySelector('form');
    const picker = form?.elements.namedItem(reviewFields.media);
    if (!form || !(picker instanceof HTMLInputElement)) return;
    // our messages, in the tenant's words, replace the browser's bubbles
    form.noValidate = true;
    // Files are kept by the island, so a second pick adds to the first and one can be removed.
    const onPick = () => {
      const chosen = [...(picker.files ?? [])].map((file) => ({ id: ++serial, file, url: URL.createObjectURL(file) }));
      picker.value = '';
      setKept((current) => [...current, ...chosen]);
    };
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      if (sending.current) return;
      const fields = new FormData(form);
      fields.delete(reviewFields.media);
      for (const { file } of keptNow.current) fields.append(reviewFields.media, file);
      const found = checkReviewForm(fields, attributes, words, lang);
      setProblems(found);
      if (found.length > 0) {
        setOutcome({ state: 'idle' });
        return;
      }
      setOutcome({ state: 'sending' });
      sending.current = true;
      try {
        setOutcome({ state: 'sent', message: await sendReview(fields, words['errors.review.send']) });
        form.reset();
        for (const item of keptNow.current) URL.revokeObjectURL(item.url);
        setKept([]);
      } catch (error) {
        const failure = reviewFailure(error, words['errors.review.send']);
        if (failure.where === 'field') {
          setProblems([failure.problem]);
          setOutcome({ state: 'idle' });
        } else setOutcome({ state: 'failed', message: failure.message });
      } finally {
        sending.current = false;
      }
    };
    picker.addEventListener('change', onPick);
    form.addEventListener('submit', onSubmit);
    return () => {
      picker.removeEventListener('change', onPick);
      form.removeEventListener('submit', onSubmit);
    };
  }, [attributes, words, lang]);

  // Each refusal fills its field's slot of the server markup, and the field says it is at fault.
  useEffect(() => {
    const form = wrapper.current?.querySelector('form');
    if (!form) return;
    const marked: Element[] = [];
    for (const { field, message } of problems) {
      const slot = form.querySelector(`[data-error-for="${field}"]`);
      if (slot) slot.textContent = message;
      const control = form.elements.namedItem(field === 'uploads' ? reviewFields.media : field);
      const target = control instanceof RadioNodeList ? slot?.closest('fieldset') : control;
      if (target instanceof Element) {
        target.setAttribute(target instanceof HTMLFieldSetElement ? 'data-invalid' : 'aria-invalid', 'true');
        marked.push(target);
      }
    }
    (marked[0] instanceof HTMLFieldSetElement
      ? marked[0].querySelector('input')
      : (marked[0] as HTMLElement | undefined)
    )?.focus();
    return () => {
      for (const slot of form.querySelectorAll('[data-error-for]')) slot.textContent = '';
      for (const target of marked) {
        target.removeAttribute('aria-invalid');
        target.removeAttribute('data-invalid');
      }
    };
  }, [problems]);

  // once sent, the form gives way to the thanks, which takes the focus the form had
  useEffect(() => {
    if (outcome.state === 'sent') thanks.current?.focus();
  }, [outcome.state]);

  useEffect(() => {
    const list = wrapper.current?.querySelector<HTMLElement>('[data-review-previews]');
    const count = wrapper.current?.querySelector<HTMLElement>('[data-review-media-count]');
    if (!list || !count) return;
    showPreviews({ list, count }, kept, words, lang, (id) => {
      const gone = keptNow.current.find((item) => item.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      setKept((current) => current.filter((item) => item.id !== id));
    });
  }, [kept, words, lang]);

  if (outcome.state === 'sent') {
    return (
      <p ref={thanks} tabIndex={-1} role="status" className="mt-2 rounded bg-brand-light px-3 py-2" data-review-sent>
        {outcome.message}
      </p>
    );
  }
  return (
    <div ref={wrapper} data-review-form-island>
      {children}
      <div aria-live="polite">
        {problems.length > 0 && <p className="mt-2 text-sm font-semibold text-accent">{words['reviewForm.fix']}</p>}
        {outcome.state === 'sending' && <p className="mt-2 text-sm">{words['reviewForm.sending']}</p>}
      </div>
      {outcome.state === 'failed' && (
        <p role="alert" className="mt-2 rounded bg-red-50 px-3 py-2 font-semibold text-accent">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
