import React, {type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {useModalDialog} from '@site/src/hooks/useModalDialog';

/** The theme's menu panel: it becomes the dialog. */
const menuPanel = () => document.querySelector<HTMLElement>(`.${ThemeClassNames.layout.navbar.mobileSidebar.container}`);
/** Where focus goes as the menu opens, and when its back button switches panels: the first control of the panel in view. */
const PANELS = `.${ThemeClassNames.layout.navbar.mobileSidebar.panel}`;
/** The menu button, which gets focus back when the menu closes. */
const menuButton = () => document.querySelector<HTMLElement>('.navbar__toggle');

/**
 * Wrapped so that the open menu is a modal dialog (src/hooks/useModalDialog.ts): it is named,
 * focus moves into it and stays there, Escape closes it, and focus returns to
 * the menu button.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const label = translate({
    id: 'navbar.mobileSidebar.label',
    message: '導覽列',
    description: 'The name of the open mobile menu (a dialog)',
  });
  useModalDialog({getDialog: menuPanel, open: shown, label, onClose: toggle, initialFocusWithin: PANELS, returnFocusTo: menuButton});
  return <MobileSidebar />;
}
