import React, {type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useMobileSidebarDemanded} from '@site/src/components/MobileSidebarDemand';

/**
 * Wrapped: the theme's mobile menu is built only once the reader reaches for
 * the menu button (src/components/MobileSidebarDemand), not as soon as a
 * phone-width page hydrates. Opened some other way first, it is built then.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const demanded = useMobileSidebarDemanded();
  return demanded || shown ? <MobileSidebar /> : null;
}
