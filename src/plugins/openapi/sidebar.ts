import type {SidebarItem} from '../../sidebar/types';

/**
 * The API reference: overview, authentication, then the endpoints grouped by
 * flow. Endpoint pages render from src/data/openapi/bindpoint.openapi.yaml.
 */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'API reference',
    link: {type: 'doc', id: 'api/api_overview'},
    items: [
      'api/authenticate',
      {
        type: 'category',
        label: 'Application forms',
        items: [
          'api/create_application_form',
          'api/update_application_form',
          'api/get_latest_application_form',
          'api/get_consumer_application_form',
          'api/clone_application_form',
          'api/lend_app_form',
        ],
      },
      {
        type: 'category',
        label: 'Exchange',
        items: ['api/send_prospect', 'api/receive_prospect', 'api/receive_trucking_prospect'],
      },
      {
        type: 'category',
        label: 'Dispositions',
        items: ['api/create_disposition', 'api/get_dispositions', 'api/get_coverage_types'],
      },
      'api/get_attachments',
      {
        type: 'category',
        label: 'Question sets',
        items: ['api/mqs', 'api/lmqs', 'api/dpmqs', 'api/vpmqs', 'api/broker_questions', 'api/state_information'],
      },
    ],
  },
];

export default items;
