#!/usr/bin/env node
// `causeway all|api|worker|migrate`: runs the TypeScript entry in this very process through tsx's
// loader, so signals (SIGTERM from an orchestrator, SIGKILL in crash tests) reach the server itself.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
