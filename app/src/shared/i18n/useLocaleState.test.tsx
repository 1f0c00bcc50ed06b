import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '@izi/locales';
import { firstMessages } from '@izi/locales/first';
import { useLocaleState } from './useLocaleState';

afterEach(() => localStorage.clear());

describe('useLocaleState', () => {
  it('starts in Persian, the default, when nothing was chosen', async () => {
    const { result } = renderHook(() => useLocaleState());
    expect(result.current.locale).toBe('fa');
    await waitFor(() => expect(result.current.messages).not.toBeNull());
  });

  it('gives the first screen its Persian messages at once, and the whole catalog when asked', async () => {
    const signedOut = renderHook(() => useLocaleState());
    expect(signedOut.result.current.messages).toBe(firstMessages);
    expect(signedOut.result.current.whole).toBe(false);

    const signedIn = renderHook(() => useLocaleState(true));
    expect(signedIn.result.current.messages).toBeNull();
    await waitFor(() => expect(signedIn.result.current.whole).toBe(true));
    expect(signedIn.result.current.messages).toEqual(await loadMessages('fa'));
    expect(signedIn.result.current.locale).toBe('fa');
  });

  it('starts in Persian when the stored choice is not a language izi speaks', () => {
    localStorage.setItem('izi.locale', 'de');
    const { result } = renderHook(() => useLocaleState());
    expect(result.current.locale).toBe('fa');
  });

  it('remembers a choice across visits and shows it once its catalog has arrived', async () => {
    localStorage.setItem('izi.locale', 'es');
    const first = renderHook(() => useLocaleState());
    await waitFor(() => expect(first.result.current.messages).not.toBeNull());
    expect(first.result.current.locale).toBe('es');
    act(() => first.result.current.changeLocale('ar'));
    await waitFor(() => expect(first.result.current.locale).toBe('ar'));
    expect(localStorage.getItem('izi.locale')).toBe('ar');
    first.unmount();

    const next = renderHook(() => useLocaleState());
    expect(next.result.current.locale).toBe('ar');
  });
});
