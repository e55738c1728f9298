import { z } from 'zod';

// zod's own messages (type errors, formats) in Brazilian Portuguese, on both ends.
z.config(z.locales.ptBR());
