import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components keep their own classes and callers' classes from conflicting (callers
 * extend by variant, or add classes for properties the component leaves open), so no merge step is needed.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
