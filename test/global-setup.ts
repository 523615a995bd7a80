/**
 * Run once by vitest before any test file (vitest.config.js's globalSetup): a temporary folder
 * for the whole run, given to every file as inject('runDir'), where fixtures that cost a render
 * are made once and then read by every file that needs them (test/shared-fixture.ts). Removed
 * at the end of the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    runDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deckwright-run-'));
  project.provide('runDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
