import type {
  AffiliateReportItem,
  NightAttention,
  NumbersReportItem,
  PhysicalReportItem,
  ReportQuery,
  SalesByDayItem,
  SalesReport,
  SellerSettlementReport,
  SponsorReport,
} from '@bingo/core';
import type { Db } from '../../db/client';
import { nightAttention } from './night-attention';
import { ReportsRepository } from './reports.repository';
import { salesByDay } from './sales-by-day';
import { sellerSettlement } from './seller-settlement';

/** Relatórios (spec §7 Reports): reads only, each filter optional. */
export class ReportsService {
  private readonly reports: ReportsRepository;

  constructor(private readonly db: Db) {
    this.reports = new ReportsRepository(db);
  }

  sponsors(query: ReportQuery): Promise<SponsorReport> {
    return this.reports.sponsors(query);
  }

  numbers(query: ReportQuery): Promise<NumbersReportItem[]> {
    return this.reports.numbers(query);
  }

  sales(query: ReportQuery): Promise<SalesReport> {
    return this.reports.sales(query);
  }

  affiliates(query: ReportQuery): Promise<AffiliateReportItem[]> {
    return this.reports.affiliates(query);
  }

  physical(query: ReportQuery): Promise<PhysicalReportItem[]> {
    return this.reports.physical(query);
  }

  salesByDay(eventId: number | undefined): Promise<SalesByDayItem[]> {
    return salesByDay(this.db, eventId);
  }

  nightAttention(eventId: number | undefined): Promise<NightAttention> {
    return nightAttention(this.db, eventId);
  }

  sellerSettlement(query: ReportQuery): Promise<SellerSettlementReport> {
    return sellerSettlement(this.db, query);
  }
}
