/**
 * oracle/transforms.json: field transforms through :commit, and the stored documents after.
 * The recording ran without an Authorization header (Google's emulator without rules).
 */
import { loadOracle, parityTests } from './harness.js';
import { replaySteps, type StepCase } from './replay-steps.js';

const { cases } = loadOracle<{ cases: StepCase[] }>('transforms.json');

parityTests('transforms.json', cases, (c, { baseUrl }) => replaySteps(baseUrl, c));
