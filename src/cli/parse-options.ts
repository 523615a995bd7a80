/** Checks the values of CLI options and turns them into typed options, with a plain message when one is wrong. */
import { UsageError } from '../core/usage-error.js';

export function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, got '${value}'`);
  return value as T;
}

export function numberIn(flag: string, value: string | undefined, min: number, max: number, integer = false): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    throw new UsageError(`${flag} must be a ${integer ? 'whole ' : ''}number from ${min} to ${max}, got '${value}'`);
  }
  return n;
}

export function listOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T[] | undefined {
  if (value === undefined) return undefined;
  const items = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const i of items) oneOf(flag, i, allowed);
  if (!items.length) throw new UsageError(`${flag} needs at least one of ${allowed.join(', ')}`);
  return items as T[];
}

export function url(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(value)) throw new UsageError(`${flag} must be an http:// or https:// URL, got '${value}'`);
  return value;
}
