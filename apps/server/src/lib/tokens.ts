import { SignJWT, jwtVerify, errors } from 'jose';

/** Session tokens: HS256 only (the algorithm is pinned on verify), with an expiry. */
const MAX_VERIFIED = 50_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { userId: number; exp: number }>();

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(userId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(this.expiresIn)
      .sign(this.key);
  }

  /** The user id of a valid token, or null for a bad, forged or expired one. */
  async verify(token: string): Promise<number | null> {
    // Phones poll twice a second with the same token: a token already verified is only re-checked
    // for expiry (the signature of an identical string cannot change).
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known.userId;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0) return null;
      if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { userId: id, exp: payload.exp! });
      return id;
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
