// The typed signature on the customer's signing page must be the customer's own name (ESIGN Act,
// 15 U.S.C. 7006(5): a symbol adopted with intent to sign). Case, spacing and periods do not matter;
// the middle initial and the generation may be typed or left out.

const normal = (s: string) => s.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();

export interface SignerName {
  first_name: string;
  middle_initial?: string | null;
  last_name: string;
  generation?: string | null;
}

export function signerFullName(n: SignerName): string {
  return [n.first_name, n.middle_initial, n.last_name, n.generation].filter((p) => p).join(' ');
}

export function signatureMatchesName(typed: string, name: SignerName): boolean {
  const middles = name.middle_initial ? ['', name.middle_initial] : [''];
  const generations = name.generation ? ['', name.generation] : [''];
  const wanted = normal(typed);
  return middles.some((m) =>
    generations.some(
      (g) => normal([name.first_name, m, name.last_name, g].filter((p) => p).join(' ')) === wanted,
    ),
  );
}
