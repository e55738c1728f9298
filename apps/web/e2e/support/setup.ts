import { afterAll } from 'vitest';
import { disconnectBrowser } from './browser';

afterAll(disconnectBrowser);
