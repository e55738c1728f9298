import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

// The production build drops @bingo/core's own locale side effect to keep zod out of the first
// download (see vite.config.ts); every form goes through here, so zod speaks pt-BR in forms.
z.config(z.locales.ptBR());

export { zodResolver };
