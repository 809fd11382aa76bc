import React, {type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {useMobileSidebarDemanded} from '@site/src/components/MobileSidebarDemand';
import {useModalDialog} from '@site/src/components/ModalDialog';

/** The theme's menu panel: it becomes the dialog. */
const menuPanel = () => document.querySelector<HTMLElement>(`.${ThemeClassNames.layout.navbar.mobileSidebar.container}`);
/** Where focus goes as the menu opens, and when its back button switches panels: the first control of the panel in view. */
const PANELS = `.${ThemeClassNames.layout.navbar.mobileSidebar.panel}`;
/** The menu button (src/theme/Navbar/MobileSidebar/Toggle), which gets focus back when the menu closes. */
const menuButton = () => document.querySelector<HTMLElement>('.navbar__toggle');

/**
 * Wrapped, for two reasons.
 *
 * The theme's mobile menu is built only once the reader reaches for the menu
 * button (src/components/MobileSidebarDemand), not as soon as a phone-width
 * page hydrates. Opened some other way first, it is built then.
 *
 * The open menu is a modal dialog (src/components/ModalDialog): it is named,
 * focus moves into it and stays there, Escape closes it, and focus returns to
 * the menu button.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const demanded = useMobileSidebarDemanded();
  const label = translate({
    id: 'navbar.mobileSidebar.label',
    message: '導覽列',
    description: 'The name of the open mobile menu (a dialog)',
  });
  useModalDialog({getDialog: menuPanel, open: shown, label, onClose: toggle, initialFocusWithin: PANELS, returnFocusTo: menuButton});
  return demanded || shown ? <MobileSidebar /> : null;
}
