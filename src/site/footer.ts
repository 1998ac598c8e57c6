/**
 * Footer link groups (spec §2): Company, Community, Developer, Products,
 * Contact. Developer and Products come from ./navigation.ts (the product
 * areas that have a footer entry, in their order).
 */
import type {Footer} from '@docusaurus/theme-common';
import {identity} from './identity';
import {developerLinks, productLinks} from './navigation';

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
      items: [...developerLinks],
    },
    {
      title: 'Products',
      items: productLinks,
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
