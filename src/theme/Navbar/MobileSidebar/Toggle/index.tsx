/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (Navbar/MobileSidebar/Toggle).
 * One change, marked `Ferrypay:`. See src/theme/README.md.
 */
import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import {mobileSidebarDemand} from '@site/src/components/MobileSidebarDemand';

export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  return (
    <button
      onClick={toggle}
      // Ferrypay: the mobile menu is built when the reader reaches for this
      // button (pointer over or down, keyboard focus), before the click opens it.
      onPointerEnter={mobileSidebarDemand.demand}
      onPointerDown={mobileSidebarDemand.demand}
      onFocus={mobileSidebarDemand.demand}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description:
          'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      type="button">
      <IconMenu />
    </button>
  );
}
