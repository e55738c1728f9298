import { SignJWT, jwtVerify, errors } from 'jose';

/** Session tokens: HS256 only (the algorithm is pinned on verify), with an expiry. */
const MAX_VERIFIED = 50_000;
/** A user id as we write it: a positive integer in PostgreSQL's int range, no sign, no decimals. */
const USER_ID = /^[1-9]\d{0,9}$/;
const MAX_USER_ID = 2_147_483_647;

export interface TokenClaims {
  userId: number;
  /**
   * The user's session version when the token was made. Raising the user's version (a new
   * password, deactivation, "Sair de todos os dispositivos") ends every token made before.
   */
  sessionVersion: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, TokenClaims & { exp: number }>();

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(userId: number, sessionVersion: number): Promise<string> {
    return new SignJWT({ sv: sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(this.expiresIn)
      .sign(this.key);
  }

  /**
   * A token already verified, answered without waiting (the polled routes, docs/decisions/037): its
   * claims, null once it has expired, undefined when it was never seen (then `verify` it).
   */
  known(token: string): TokenClaims | null | undefined {
    // Phones poll twice a second with the same token: a token already verified is only re-checked
    // for expiry (the signature of an identical string cannot change).
    const known = this.verified.get(token);
    if (!known) return undefined;
    if (known.exp * 1000 > Date.now()) return known;
    this.verified.delete(token);
    return null;
  }

  /** The claims of a valid token, or null for a bad, forged or expired one. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.known(token);
    if (known !== undefined) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      if (!USER_ID.test(payload.sub!) || Number(payload.sub) > MAX_USER_ID) return null;
      // Tokens made before session versions existed carry none: they belong to version 0.
      const sv = payload.sv ?? 0;
      if (typeof sv !== 'number' || !Number.isInteger(sv) || sv < 0) return null;
      const claims = { userId: Number(payload.sub), sessionVersion: sv, exp: payload.exp! };
      if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
      return claims;
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
