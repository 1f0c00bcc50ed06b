import { useEffect, useRef, useState } from 'react';

/**
 * Focus that waits for the render that marks a field invalid, so that a screen reader reads the
 * field together with its new description. `request(element)` asks for it; each request counts,
 * even for the same element twice in a row.
 */
export function useFocusAfterRender() {
  const [request, setRequest] = useState<{ target: () => HTMLElement | null } | null>(null);
  const done = useRef<object | null>(null);
  useEffect(() => {
    if (!request || done.current === request) return;
    done.current = request;
    request.target()?.focus();
  }, [request]);
  return (target: () => HTMLElement | null) => setRequest({ target });
}

/** A form's input by its name, to send focus to. */
export function fieldOf(form: HTMLFormElement, name: string): HTMLElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLElement ? element : null;
}
