import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * Ejected: the config's `content` is one raw HTML string for every locale.
 * This renders a translated message instead; dismissal and the id-based reset
 * stay in the theme's own AnnouncementBar and its storage.
 */
export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcementBar.content"
        description="The announcement bar message; change themeConfig.announcementBar.id when it changes"
        values={{
          link: (
            <Link to="/release-note/v3-4-0">
              <Translate id="announcementBar.link" description="The announcement bar link text">
                查看版本更新說明
              </Translate>
            </Link>
          ),
        }}>
        {'v3.4.0 已上線：對帳單新增異議原因，通知信可依使用者個別設定。{link}'}
      </Translate>
    </div>
  );
}
