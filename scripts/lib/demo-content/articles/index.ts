/** Every demo article, grouped by category. Order does not matter: dates decide the lists. */
import type { DemoArticle } from '../types.js';
import { benchmarkingYourPortfolio } from './benchmarking-your-portfolio.js';
import { bitcoinHalvingExplained } from './bitcoin-halving-explained.js';
import { discountedCashFlowBasics } from './discounted-cash-flow-basics.js';
import { dollarCostAveraging } from './dollar-cost-averaging.js';
import { earningsOptionSpreads } from './earnings-option-spreads.js';
import { economicMoats } from './economic-moats.js';
import { freeCashFlowYield } from './free-cash-flow-yield.js';
import { inflationAndRealReturns } from './inflation-and-real-returns.js';
import { peVsEvEbitda } from './pe-vs-ev-ebitda.js';
import { readingA10K } from './reading-a-10-k.js';
import { readingTheYieldCurve } from './reading-the-yield-curve.js';
import { rebalancing } from './rebalancing.js';
import { riskPerTrade } from './risk-per-trade.js';
import { sequenceOfReturnsRisk } from './sequence-of-returns-risk.js';
import { stopLossOrders } from './stop-loss-orders.js';
import { swingTraderPositionSizing } from './swing-trader-position-sizing.js';
import { taxLossHarvesting } from './tax-loss-harvesting.js';
import { timeVsMoneyWeightedReturns } from './time-vs-money-weighted-returns.js';
import { trendFollowingMovingAverages } from './trend-following-moving-averages.js';
import { whatAreEtfs } from './what-are-etfs.js';

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  // equity-research
  readingA10K,
  discountedCashFlowBasics,
  peVsEvEbitda,
  freeCashFlowYield,
  economicMoats,
  // trade-ideas
  stopLossOrders,
  riskPerTrade,
  earningsOptionSpreads,
  trendFollowingMovingAverages,
  swingTraderPositionSizing,
  // portfolio-performance
  dollarCostAveraging,
  rebalancing,
  sequenceOfReturnsRisk,
  timeVsMoneyWeightedReturns,
  taxLossHarvesting,
  benchmarkingYourPortfolio,
  // market-insights
  whatAreEtfs,
  readingTheYieldCurve,
  inflationAndRealReturns,
  bitcoinHalvingExplained,
];
