import { z } from 'zod';
import { readableIssue } from './validation/readable-issues';

// zod's messages in Brazilian Portuguese on both ends: plain sentences that name the field
// (docs/decisions/014), with zod's own pt-BR locale kept for anything the readable map does not cover.
z.config({ ...z.locales.ptBR(), customError: readableIssue });
