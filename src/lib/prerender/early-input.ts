import { useEffect, useRef } from 'react';

/**
 * A field of a prerendered page (the products page's search box, its category and sort) can be typed into or
 * changed before the app has taken the page over (seconds on 2G/3G): the browser shows what the shopper typed, but
 * the app never heard of it. Give the field this ref: once the app is there, what the field holds is taken as the
 * shopper's change. On a page the app rendered itself the field already holds the app's value, and nothing happens.
 */
export function useEarlyValue<T extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange: (value: string) => void,
) {
  const ref = useRef<T>(null);
  const first = useRef({ value, onChange });
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== first.current.value) first.current.onChange(field.value);
  }, []);
  return ref;
}
