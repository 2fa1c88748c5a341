/**
 * The securities the site can name on a ticker page: large US stocks, major ETFs and major
 * crypto pairs, by the symbol an article stores (src/lib/finance.ts TICKER). A chunk of its
 * own, loaded on ticker pages only (security-name.tsx). A symbol missing here keeps its page,
 * without a name.
 */
export interface Security {
  readonly name: string;
  /** Where it trades: an exchange, or "Crypto" for a pair quoted on many venues. */
  readonly exchange: string;
}

const NASDAQ = 'Nasdaq';
const NYSE = 'NYSE';
const ARCA = 'NYSE Arca';
const CRYPTO = 'Crypto';

export const SECURITIES: Readonly<Record<string, Security>> = {
  // Large US stocks
  AAPL: { name: 'Apple Inc.', exchange: NASDAQ },
  MSFT: { name: 'Microsoft Corporation', exchange: NASDAQ },
  NVDA: { name: 'NVIDIA Corporation', exchange: NASDAQ },
  AMZN: { name: 'Amazon.com, Inc.', exchange: NASDAQ },
  GOOGL: { name: 'Alphabet Inc. (Class A)', exchange: NASDAQ },
  GOOG: { name: 'Alphabet Inc. (Class C)', exchange: NASDAQ },
  META: { name: 'Meta Platforms, Inc.', exchange: NASDAQ },
  TSLA: { name: 'Tesla, Inc.', exchange: NASDAQ },
  AVGO: { name: 'Broadcom Inc.', exchange: NASDAQ },
  COST: { name: 'Costco Wholesale Corporation', exchange: NASDAQ },
  NFLX: { name: 'Netflix, Inc.', exchange: NASDAQ },
  AMD: { name: 'Advanced Micro Devices, Inc.', exchange: NASDAQ },
  ADBE: { name: 'Adobe Inc.', exchange: NASDAQ },
  PEP: { name: 'PepsiCo, Inc.', exchange: NASDAQ },
  CSCO: { name: 'Cisco Systems, Inc.', exchange: NASDAQ },
  INTC: { name: 'Intel Corporation', exchange: NASDAQ },
  QCOM: { name: 'QUALCOMM Incorporated', exchange: NASDAQ },
  TXN: { name: 'Texas Instruments Incorporated', exchange: NASDAQ },
  AMGN: { name: 'Amgen Inc.', exchange: NASDAQ },
  INTU: { name: 'Intuit Inc.', exchange: NASDAQ },
  SBUX: { name: 'Starbucks Corporation', exchange: NASDAQ },
  PYPL: { name: 'PayPal Holdings, Inc.', exchange: NASDAQ },
  BKNG: { name: 'Booking Holdings Inc.', exchange: NASDAQ },
  GILD: { name: 'Gilead Sciences, Inc.', exchange: NASDAQ },
  CMCSA: { name: 'Comcast Corporation', exchange: NASDAQ },
  'BRK.B': { name: 'Berkshire Hathaway Inc. (Class B)', exchange: NYSE },
  JPM: { name: 'JPMorgan Chase & Co.', exchange: NYSE },
  V: { name: 'Visa Inc.', exchange: NYSE },
  MA: { name: 'Mastercard Incorporated', exchange: NYSE },
  UNH: { name: 'UnitedHealth Group Incorporated', exchange: NYSE },
  JNJ: { name: 'Johnson & Johnson', exchange: NYSE },
  LLY: { name: 'Eli Lilly and Company', exchange: NYSE },
  MRK: { name: 'Merck & Co., Inc.', exchange: NYSE },
  PFE: { name: 'Pfizer Inc.', exchange: NYSE },
  ABBV: { name: 'AbbVie Inc.', exchange: NYSE },
  XOM: { name: 'Exxon Mobil Corporation', exchange: NYSE },
  CVX: { name: 'Chevron Corporation', exchange: NYSE },
  PG: { name: 'The Procter & Gamble Company', exchange: NYSE },
  HD: { name: 'The Home Depot, Inc.', exchange: NYSE },
  KO: { name: 'The Coca-Cola Company', exchange: NYSE },
  MCD: { name: "McDonald's Corporation", exchange: NYSE },
  NKE: { name: 'NIKE, Inc.', exchange: NYSE },
  DIS: { name: 'The Walt Disney Company', exchange: NYSE },
  BAC: { name: 'Bank of America Corporation', exchange: NYSE },
  WFC: { name: 'Wells Fargo & Company', exchange: NYSE },
  GS: { name: 'The Goldman Sachs Group, Inc.', exchange: NYSE },
  MS: { name: 'Morgan Stanley', exchange: NYSE },
  ORCL: { name: 'Oracle Corporation', exchange: NYSE },
  CRM: { name: 'Salesforce, Inc.', exchange: NYSE },
  IBM: { name: 'International Business Machines Corporation', exchange: NYSE },
  CAT: { name: 'Caterpillar Inc.', exchange: NYSE },
  BA: { name: 'The Boeing Company', exchange: NYSE },
  T: { name: 'AT&T Inc.', exchange: NYSE },
  VZ: { name: 'Verizon Communications Inc.', exchange: NYSE },
  // Major ETFs
  SPY: { name: 'SPDR S&P 500 ETF Trust', exchange: ARCA },
  VOO: { name: 'Vanguard S&P 500 ETF', exchange: ARCA },
  IVV: { name: 'iShares Core S&P 500 ETF', exchange: ARCA },
  VTI: { name: 'Vanguard Total Stock Market ETF', exchange: ARCA },
  QQQ: { name: 'Invesco QQQ Trust', exchange: NASDAQ },
  DIA: { name: 'SPDR Dow Jones Industrial Average ETF Trust', exchange: ARCA },
  IWM: { name: 'iShares Russell 2000 ETF', exchange: ARCA },
  VEA: { name: 'Vanguard FTSE Developed Markets ETF', exchange: ARCA },
  VWO: { name: 'Vanguard FTSE Emerging Markets ETF', exchange: ARCA },
  SCHD: { name: 'Schwab U.S. Dividend Equity ETF', exchange: ARCA },
  VNQ: { name: 'Vanguard Real Estate ETF', exchange: ARCA },
  BND: { name: 'Vanguard Total Bond Market ETF', exchange: NASDAQ },
  AGG: { name: 'iShares Core U.S. Aggregate Bond ETF', exchange: ARCA },
  TLT: { name: 'iShares 20+ Year Treasury Bond ETF', exchange: NASDAQ },
  SHY: { name: 'iShares 1-3 Year Treasury Bond ETF', exchange: NASDAQ },
  TIP: { name: 'iShares TIPS Bond ETF', exchange: ARCA },
  GLD: { name: 'SPDR Gold Shares', exchange: ARCA },
  XLK: { name: 'Technology Select Sector SPDR Fund', exchange: ARCA },
  XLF: { name: 'Financial Select Sector SPDR Fund', exchange: ARCA },
  XLE: { name: 'Energy Select Sector SPDR Fund', exchange: ARCA },
  IBIT: { name: 'iShares Bitcoin Trust ETF', exchange: NASDAQ },
  // Major crypto pairs
  'BTC-USD': { name: 'Bitcoin in US dollars', exchange: CRYPTO },
  'ETH-USD': { name: 'Ether in US dollars', exchange: CRYPTO },
  'SOL-USD': { name: 'Solana in US dollars', exchange: CRYPTO },
};
