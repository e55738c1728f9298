import { paths } from '../../../lib/paths';

export interface AdminMenuItem {
  label: string;
  to: string;
  icon: string;
}

export interface AdminMenuGroup {
  /** null: items shown at the top level, without a group heading. */
  title: string | null;
  items: AdminMenuItem[];
}

/** The sidebar groups exactly as spec §2 lists them. */
export const adminMenu: AdminMenuGroup[] = [
  // The organiser's home: where an admin lands, above the spec's groups.
  { title: null, items: [{ label: 'Início', to: paths.admin.home, icon: 'speedometer2' }] },
  {
    title: 'Evento',
    items: [
      { label: 'Eventos', to: paths.admin.eventos, icon: 'calendar-event' },
      { label: 'Patrocinadores', to: paths.admin.patrocinadores, icon: 'award' },
      { label: 'Foguetinho', to: paths.admin.foguetinho, icon: 'rocket-takeoff' },
    ],
  },
  {
    title: 'Cartelas',
    items: [
      { label: 'Lotes', to: paths.admin.cartelas, icon: 'collection' },
      { label: 'Cartelas Físicas', to: paths.admin.cartelasFisicas, icon: 'upc-scan' },
      // Not in the spec's sidebar list, but /admin/cupons is an admin screen: without an entry
      // organisers could only reach it by typing the address.
      { label: 'Cupons', to: paths.admin.cupons, icon: 'ticket-perforated' },
      // Online purchases: find a buyer's payment, its history, the treasurer's list.
      { label: 'Compras', to: paths.admin.compras, icon: 'receipt' },
    ],
  },
  {
    title: 'Relatórios',
    items: [{ label: 'Vendas', to: paths.admin.relatoriosVendas, icon: 'bar-chart-line' }],
  },
  {
    title: null,
    items: [
      { label: 'Usuários', to: paths.admin.usuarios, icon: 'people' },
      { label: 'Galeria', to: paths.admin.imagens, icon: 'images' },
    ],
  },
];
