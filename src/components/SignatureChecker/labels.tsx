import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

/** The checker's field labels and the hints below them. */

export const SecretLabel = (): ReactNode => (
  <Translate id="webhookSignatureChecker.secret.label" description="Label of the signing secret field">
    簽章密鑰
  </Translate>
);

export const SecretHint = (): ReactNode => (
  <Translate id="webhookSignatureChecker.secret.hint" description="Hint below the signing secret field">
    端點的簽章密鑰，以 whsec_ 開頭。只在這個頁面中使用：不會儲存，也不會傳送到任何地方。
  </Translate>
);

export const HeaderLabel = (): ReactNode => (
  <Translate id="webhookSignatureChecker.header.label" description="Label of the signature header field">
    Ferrypay-Signature 標頭的值
  </Translate>
);

export const HeaderHint = (): ReactNode => (
  <Translate id="webhookSignatureChecker.header.hint" description="Hint below the signature header field">
    例如 t=1794189600,v1=…；連同標頭名稱一起貼上也可以。
  </Translate>
);

export const BodyLabel = (): ReactNode => (
  <Translate id="webhookSignatureChecker.body.label" description="Label of the raw body field">
    原始請求內容
  </Translate>
);

export const BodyHint = (): ReactNode => (
  <Translate id="webhookSignatureChecker.body.hint" description="Hint below the raw body field">
    伺服器收到的請求內容，一個位元組都不改，也就是解析 JSON 之前的樣子。
  </Translate>
);

export const ReceivedAtLabel = (): ReactNode => (
  <Translate id="webhookSignatureChecker.receivedAt.label" description="Label of the optional time of receipt field">
    收到的時間（選填）
  </Translate>
);

export const ReceivedAtHint = (): ReactNode => (
  <Translate id="webhookSignatureChecker.receivedAt.hint" description="Hint below the time of receipt field">
    Unix 時間（例如 1794189602），或含時區的 ISO 8601 時間（例如 2026-11-09T10:00:02+08:00）。留空時以現在的時間檢查。
  </Translate>
);
