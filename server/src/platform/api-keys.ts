import { SignJWT } from 'jose';

export interface ApiKeys {
  anonKey: string;
  serviceKey: string;
}

// Fixed issue time: every instance sharing JWT_SECRET hands out the same keys.
const ISSUED_AT = 1_735_689_600; // 2025-01-01
const TWENTY_YEARS = 20 * 365 * 24 * 3600;

async function signRoleKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ role, iss: 'ecotours' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(ISSUED_AT)
    .setExpirationTime(ISSUED_AT + TWENTY_YEARS)
    .sign(new TextEncoder().encode(secret));
}

export async function createApiKeys(jwtSecret: string): Promise<ApiKeys> {
  const [anonKey, serviceKey] = await Promise.all([
    signRoleKey('anon', jwtSecret),
    signRoleKey('service_role', jwtSecret),
  ]);
  return { anonKey, serviceKey };
}
