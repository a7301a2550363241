import { describe, expect, it } from 'vitest';
import { EnvelopeError, generateEnvelopeKeyPair, openEnvelope, sealEnvelope } from '../src/envelope.ts';

describe('encrypt-and-send envelope', () => {
  const keys = generateEnvelopeKeyPair();
  const payload = { bankCode: 1001, accountNumber: '0123456789', holderName: 'NGUYỄN VĂN AN' };

  it('opens what was sealed to the server key under the same app key', () => {
    expect(openEnvelope(sealEnvelope(payload, keys.publicKey, 'app-1'), keys.secretKey, 'app-1')).toEqual(payload);
  });

  it('seals the same payload differently every time', () => {
    expect(sealEnvelope(payload, keys.publicKey, 'app-1')).not.toBe(sealEnvelope(payload, keys.publicKey, 'app-1'));
  });

  it('refuses another app key, another server key, and a changed byte', () => {
    const sealed = sealEnvelope(payload, keys.publicKey, 'app-1');
    expect(() => openEnvelope(sealed, keys.secretKey, 'app-2')).toThrow(EnvelopeError);
    expect(() => openEnvelope(sealed, generateEnvelopeKeyPair().secretKey, 'app-1')).toThrow(EnvelopeError);
    const flipped = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
    expect(() => openEnvelope(flipped, keys.secretKey, 'app-1')).toThrow(EnvelopeError);
    expect(() => openEnvelope('v0.abc', keys.secretKey, 'app-1')).toThrow(EnvelopeError);
  });
});
