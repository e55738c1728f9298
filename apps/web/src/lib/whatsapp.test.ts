import { describe, expect, it } from 'vitest';
import { whatsappLink, whatsappNumber } from './whatsapp';

describe('WhatsApp links', () => {
  it('turns a Brazilian phone as people type it into the number wa.me wants', () => {
    for (const typed of ['(11) 98765-4321', '11987654321', '011 98765-4321', '+55 11 98765-4321', '55 (11) 98765-4321']) {
      expect(whatsappNumber(typed), typed).toBe('5511987654321');
    }
    expect(whatsappNumber('(21) 3456-7890')).toBe('552134567890');
  });

  it('has no number for what is not a phone, so the message goes to a contact the person picks', () => {
    for (const typed of [null, '', '98765-4321', 'Rua das Flores, 12', '123456789012345']) {
      expect(whatsappNumber(typed), String(typed)).toBeNull();
    }
    expect(whatsappLink('Oi', 'sem telefone')).toBe('https://wa.me/?text=Oi');
  });

  it('writes the message into the link, escaped', () => {
    expect(whatsappLink('Cartela nº 7 & código K7M-4QX: https://bingo.org/x?a=1', '11987654321')).toBe(
      'https://wa.me/5511987654321?text=Cartela%20n%C2%BA%207%20%26%20c%C3%B3digo%20K7M-4QX%3A%20https%3A%2F%2Fbingo.org%2Fx%3Fa%3D1',
    );
  });
});
