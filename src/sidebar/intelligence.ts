import type {SidebarItem} from '../site/sidebar';

/** Insurance Intelligence: the 101, authentication, then the endpoint pages. */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Insurance Intelligence',
    link: {type: 'doc', id: 'insurance_intelligence/insurance_intelligence_101'},
    items: [
      'insurance_intelligence/insurance_intelligence_authentication',
      'insurance_intelligence/company_submit',
      'insurance_intelligence/quick_submit',
      'insurance_intelligence/universal_submit',
      'insurance_intelligence/data_inquiry',
      'insurance_intelligence/smart_data_audit',
      'insurance_intelligence/market_intelligence',
    ],
  },
];

export default items;
