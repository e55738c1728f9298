import { describe, expect, it } from 'vitest';
import { connectionFailed, msg, sessionExpired } from './messages';

describe('texts the web app shows outside any form', () => {
  it('keeps the spec’s wording for an expired session and a lost connection', () => {
    expect(sessionExpired).toBe('Sua sessão expirou. Faça login novamente.');
    expect(connectionFailed).toBe('Falha de conexão. Verifique sua internet.');
  });

  it('tells how long to wait after too many wrong tries, in seconds below a minute and a half', () => {
    expect(msg.loginThrottled(89)).toBe('Muitas tentativas com senha errada para este e-mail. Aguarde 89 s e tente novamente.');
    expect(msg.loginThrottled(90)).toBe('Muitas tentativas com senha errada para este e-mail. Aguarde 2 min e tente novamente.');
    expect(msg.cardClaimThrottled(121)).toBe('Muitas tentativas com código errado. Aguarde 3 min e tente novamente.');
  });
});
