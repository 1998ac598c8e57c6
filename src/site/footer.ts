/** Footer link groups (spec §2): Company, Community, Developer, Products, Contact. */
import type {Footer} from '@docusaurus/theme-common';
import {identity} from './identity';
import {routes} from './navbar';

export const footer = {
  style: 'dark',
  logo: {
    alt: `${identity.brand} logo`,
    src: 'img/footer-logo.svg',
    href: '/',
    width: 168,
    height: 32,
  },
  links: [
    {
      title: 'Company',
      items: [
        {label: 'Home', href: identity.companyUrl},
        {label: 'About', href: identity.company.about},
        {label: 'Careers', href: identity.company.careers},
        {label: 'News', href: identity.company.news},
        {label: 'Privacy', href: identity.company.privacy},
        {label: 'Terms', href: identity.company.terms},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub', href: identity.social.github},
        {label: 'LinkedIn', href: identity.social.linkedin},
        {label: 'X', href: identity.social.x},
        {label: 'YouTube', href: identity.social.youtube},
      ],
    },
    {
      title: 'Developer',
      items: [
        {label: 'Developer home', to: '/'},
        {label: 'Documentation', to: routes.overview},
        {label: 'Status', href: identity.statusUrl},
      ],
    },
    {
      title: 'Products',
      items: [
        {label: 'Terminal', to: routes.terminal},
        {label: 'Exchange', to: routes.exchange},
        {label: 'Storefront', to: routes.sdkUserGuide},
        {label: 'Analytics', to: routes.analytics},
      ],
    },
    {
      title: 'Contact',
      items: [
        {label: 'Email support', href: `mailto:${identity.supportEmail}`},
        {label: 'Request a demo', href: identity.demoUrl},
      ],
    },
  ],
  copyright: `Copyright © ${identity.copyrightYear} ${identity.brand}. All rights reserved.`,
} satisfies Footer;
