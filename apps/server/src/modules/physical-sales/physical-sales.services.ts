import type { AppDeps } from '../../lib/app-deps';
import { CardCheckCodes } from '../card-codes';
import { PhysicalSalesService } from './physical-sales.service';
import { SaleSwapService } from './sale-swap.service';
import { SellerService } from './seller.service';

/** The physical-sales module's services, built once by the app (docs/decisions/039). */
export function physicalSalesServices(deps: AppDeps) {
  return {
    physicalSales: new PhysicalSalesService(deps.database),
    saleSwaps: new SaleSwapService(deps.database),
    sellers: new SellerService(deps.database, new CardCheckCodes(deps.env.CARD_CODE_SECRET)),
  };
}
