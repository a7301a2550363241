import { gcm } from '@noble/ciphers/aes.js';
import { randomBytes } from '@noble/ciphers/utils.js';
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The encrypt-and-send helper of spec §7, for bank cards and withdrawal requests: the payload is
 * serialised to JSON, encrypted to the server's public key (X25519 with a fresh key pair per message,
 * HKDF-SHA-256, AES-256-GCM), and the result is encrypted again under the brand's application key
 * (HKDF-SHA-256 of the app key, AES-256-GCM). Only the server, holding the private key, reads it;
 * the outer layer binds the message to the brand whose client sent it.
 *
 *   sealed = "v1." + base64( nonce₂ ‖ GCM(appKeyKey, nonce₂, ephemeralPublic ‖ nonce₁ ‖ GCM(sharedKey, nonce₁, json)) )
 *
 * Pure JS (noble), so it runs the same in the browser (also outside a secure context), in Node and in tests.
 */
export const ENVELOPE_VERSION = 'v1';
const NONCE = 12;
const KEY = 32;

export class EnvelopeError extends Error {
  constructor() {
    super('Dữ liệu mã hóa không hợp lệ');
    this.name = 'EnvelopeError';
  }
}

function appLayerKey(appKey: string): Uint8Array {
  return hkdf(sha256, utf8ToBytes(appKey), undefined, utf8ToBytes('encrypt-and-send/app-key/v1'), KEY);
}

function sharedKey(shared: Uint8Array, ephemeralPublic: Uint8Array): Uint8Array {
  return hkdf(sha256, shared, ephemeralPublic, utf8ToBytes('encrypt-and-send/x25519/v1'), KEY);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export const decodeKey = fromBase64;

/** A key pair for the server (stored once, like the JWT secret); the public half is published to clients. */
export function generateEnvelopeKeyPair(): { secretKey: string; publicKey: string } {
  const { secretKey, publicKey } = x25519.keygen();
  return { secretKey: toBase64(secretKey), publicKey: toBase64(publicKey) };
}

export function sealEnvelope(payload: unknown, serverPublicKey: string, appKey: string): string {
  const ephemeral = x25519.keygen();
  const shared = x25519.getSharedSecret(ephemeral.secretKey, fromBase64(serverPublicKey));
  const nonce1 = randomBytes(NONCE);
  const inner = concat(
    ephemeral.publicKey,
    nonce1,
    gcm(sharedKey(shared, ephemeral.publicKey), nonce1).encrypt(utf8ToBytes(JSON.stringify(payload))),
  );
  const nonce2 = randomBytes(NONCE);
  return `${ENVELOPE_VERSION}.${toBase64(concat(nonce2, gcm(appLayerKey(appKey), nonce2).encrypt(inner)))}`;
}

/** The payload as JSON-parsed `unknown` (validate it with the contract's schema); EnvelopeError if anything is off. */
export function openEnvelope(sealed: string, serverSecretKey: string, appKey: string): unknown {
  try {
    if (!sealed.startsWith(`${ENVELOPE_VERSION}.`)) throw new EnvelopeError();
    const outer = fromBase64(sealed.slice(ENVELOPE_VERSION.length + 1));
    const inner = gcm(appLayerKey(appKey), outer.subarray(0, NONCE)).decrypt(outer.subarray(NONCE));
    const ephemeralPublic = inner.subarray(0, 32);
    const shared = x25519.getSharedSecret(fromBase64(serverSecretKey), ephemeralPublic);
    const plain = gcm(sharedKey(shared, ephemeralPublic), inner.subarray(32, 32 + NONCE)).decrypt(inner.subarray(32 + NONCE));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    throw new EnvelopeError();
  }
}
