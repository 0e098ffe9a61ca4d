// The nationwide consumer reporting agencies, with the consumer contact details an adverse-action letter
// must give (FCRA 615(a); reference/README.md "Consent").
export interface CreditBureau {
  name: 'Experian' | 'Equifax' | 'TransUnion';
  address: string[];
  phone: string;
  website: string;
}

export const CREDIT_BUREAUS: Record<CreditBureau['name'], CreditBureau> = {
  Experian: {
    name: 'Experian',
    address: ['P.O. Box 2002', 'Allen, TX 75013'],
    phone: '(888) 397-3742',
    website: 'www.experian.com',
  },
  Equifax: {
    name: 'Equifax',
    address: ['Equifax Information Services LLC', 'P.O. Box 740241', 'Atlanta, GA 30374'],
    phone: '(866) 349-5191',
    website: 'www.equifax.com',
  },
  TransUnion: {
    name: 'TransUnion',
    address: ['TransUnion LLC', 'P.O. Box 1000', 'Chester, PA 19016'],
    phone: '(800) 888-4213',
    website: 'www.transunion.com',
  },
};
