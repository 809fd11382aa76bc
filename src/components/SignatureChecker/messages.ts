import {translate} from '@docusaurus/Translate';
import type {BodyChange, CheckResult, MalformedHeader} from './signature';

/**
 * The checker's answers in the page's language: the verdict first, then what
 * the reader can do about it. Plain strings, read out by the live region.
 */

/** "5 min 1 s", "2 h 0 min 5 s". */
function durationText(totalSeconds: number): string {
  const seconds = Math.abs(totalSeconds);
  const values = {hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60};
  if (values.hours === 0) {
    return translate(
      {
        id: 'webhookSignatureChecker.duration.minutes',
        message: '{minutes} 分 {seconds} 秒',
        description: 'A time difference under an hour',
      },
      values,
    );
  }
  return translate(
    {
      id: 'webhookSignatureChecker.duration.hours',
      message: '{hours} 小時 {minutes} 分 {seconds} 秒',
      description: 'A time difference of an hour or more',
    },
    values,
  );
}

function malformedText(malformed: MalformedHeader): string {
  switch (malformed.problem) {
    case 'not-key-value':
      if (malformed.part === '') {
        return translate({
          id: 'webhookSignatureChecker.malformed.emptyPart',
          message: '有一段是空的：兩個逗號之間沒有內容，或結尾多了一個逗號。',
          description: 'Malformed signature header: an empty part between commas',
        });
      }
      return translate(
        {
          id: 'webhookSignatureChecker.malformed.notKeyValue',
          message: '「{part}」不是 key=value 的形式。這個標頭是以逗號分隔的清單，例如 t=1794189600,v1=…。',
          description: 'Malformed signature header: a part without key=value',
        },
        {part: malformed.part},
      );
    case 'timestamp-not-integer':
      return translate(
        {
          id: 'webhookSignatureChecker.malformed.timestamp',
          message: 't 的值是「{value}」，但必須是以秒為單位的 Unix 時間，例如 1794189600。',
          description: 'Malformed signature header: t is not Unix seconds',
        },
        {value: malformed.value},
      );
    case 'missing-timestamp':
      return translate({
        id: 'webhookSignatureChecker.malformed.missingTimestamp',
        message: '沒有 t（時間戳記）。',
        description: 'Malformed signature header: no t',
      });
    case 'missing-signature':
      return translate({
        id: 'webhookSignatureChecker.malformed.missingSignature',
        message: '沒有 v1 簽章。',
        description: 'Malformed signature header: no v1',
      });
  }
}

function layoutText(change: 'indented-2' | 'indented-4' | 'compact'): string {
  if (change === 'compact') {
    return translate({
      id: 'webhookSignatureChecker.layout.compact',
      message: '寫成不含空白的緊湊格式',
      description: 'How the JSON body verifies: without white space',
    });
  }
  return translate(
    {id: 'webhookSignatureChecker.layout.indented', message: '以 {spaces} 個空格縮排', description: 'How the JSON body verifies: indented'},
    {spaces: change === 'indented-2' ? 2 : 4},
  );
}

function bodyChangeText(change: BodyChange): string {
  if (change === 'trailing-newline-removed') {
    return translate({
      id: 'webhookSignatureChecker.hint.trailingNewlineRemoved',
      message: '去掉內容結尾的換行後，簽章就相符：收到的內容沒有這個換行，是記錄或複製時加上的。',
      description: 'Signature mismatch: the body verifies without its final line break',
    });
  }
  if (change === 'trailing-newline-added') {
    return translate({
      id: 'webhookSignatureChecker.hint.trailingNewlineAdded',
      message: '在內容結尾加上換行後，簽章就相符：收到的內容以換行結尾，請保留它。',
      description: 'Signature mismatch: the body verifies with a final line break',
    });
  }
  return translate(
    {
      id: 'webhookSignatureChecker.hint.reserialised',
      message: '把同一份 JSON {layout}後，簽章就相符：您的程式在檢查前先解析了請求內容，再重新寫出。請以收到的原始內容逐位元組計算簽章。',
      description: 'Signature mismatch: the same JSON with other white space verifies',
    },
    {layout: layoutText(change)},
  );
}

/** What may have gone wrong when no v1 matches, most specific first. */
function mismatchHints(result: Extract<CheckResult, {verdict: 'signature_mismatch'}>): string[] {
  const hints: string[] = [];
  if (result.bodyChange) hints.push(bodyChangeText(result.bodyChange));
  if (result.secretHasWhiteSpace) {
    hints.push(
      translate({
        id: 'webhookSignatureChecker.hint.secretWhiteSpace',
        message: '去掉簽章密鑰前後的空白或換行後，簽章就相符：請檢查程式讀取簽章密鑰的方式。',
        description: 'Signature mismatch: white space around the secret',
      }),
    );
  }
  if (result.secretShape === 'api-key') {
    hints.push(
      translate({
        id: 'webhookSignatureChecker.hint.apiKey',
        message: '這看起來是 API 金鑰。Webhook 是以端點的簽章密鑰簽署的，簽章密鑰以 whsec_ 開頭。',
        description: 'Signature mismatch: an API key was entered as the secret',
      }),
    );
  } else if (result.secretShape === 'other') {
    hints.push(
      translate({
        id: 'webhookSignatureChecker.hint.notSigningSecret',
        message: '簽章密鑰以 whsec_ 開頭，這個值不是：請確認您複製了端點完整的簽章密鑰。',
        description: 'Signature mismatch: the secret does not start with whsec_',
      }),
    );
  }
  for (const value of result.notHex) {
    hints.push(
      translate(
        {
          id: 'webhookSignatureChecker.hint.notHex',
          message: 'v1 的值「{value}」不是 64 個小寫的十六進位字元：是否在記錄時被截斷，或被轉成大寫？',
          description: 'Signature mismatch: a v1 value is not 64 lower-case hex characters',
        },
        {value},
      ),
    );
  }
  if (hints.length === 0) {
    hints.push(
      translate({
        id: 'webhookSignatureChecker.hint.otherEndpoint',
        message: '每個端點都有自己的簽章密鑰，測試模式與正式模式的端點也彼此獨立：請確認這把簽章密鑰屬於收到這次傳送的端點。',
        description: 'Signature mismatch: no specific cause found',
      }),
    );
  }
  return hints;
}

function timestampText(result: Extract<CheckResult, {verdict: 'timestamp_outside_tolerance'}>, minutes: number): string {
  const values = {minutes, duration: durationText(result.signedBeforeReceipt)};
  if (result.signedBeforeReceipt > 0) {
    return translate(
      {
        id: 'webhookSignatureChecker.verdict.signedTooEarly',
        message: '時間戳記超出 {minutes} 分鐘的容許範圍：這次傳送是在收到時間的 {duration}前簽署的。簽章本身相符。',
        description: 'Verdict: signed longer ago than the tolerance',
      },
      values,
    );
  }
  return translate(
    {
      id: 'webhookSignatureChecker.verdict.signedAfterReceipt',
      message: '時間戳記超出 {minutes} 分鐘的容許範圍：時間戳記比收到時間晚了 {duration}，請檢查伺服器的時鐘。簽章本身相符。',
      description: 'Verdict: the timestamp is later than the time of receipt by more than the tolerance',
    },
    values,
  );
}

/** The verdict and what to do about it, as sentences. */
export function resultTexts(result: CheckResult, toleranceSeconds: number, usedNow: boolean): string[] {
  const minutes = toleranceSeconds / 60;
  switch (result.verdict) {
    case 'valid':
      if (result.signatureCount > 1) {
        return [
          translate(
            {
              id: 'webhookSignatureChecker.verdict.validDuringRoll',
              message:
                '有效：標頭中 {count} 個 v1 簽章的第 {position} 個相符，這是簽章密鑰輪替期間的情形；時間戳記也在 {minutes} 分鐘的容許範圍內。',
              description: 'Verdict: valid, one of several v1 values matches',
            },
            {count: result.signatureCount, position: result.matched + 1, minutes},
          ),
        ];
      }
      return [
        translate(
          {
            id: 'webhookSignatureChecker.verdict.valid',
            message: '有效：簽章相符，時間戳記也在 {minutes} 分鐘的容許範圍內。',
            description: 'Verdict: valid',
          },
          {minutes},
        ),
      ];
    case 'signature_mismatch':
      return [
        translate({
          id: 'webhookSignatureChecker.verdict.mismatch',
          message: '簽章不符：標頭中沒有任何一個 v1 值，是以這把簽章密鑰對下方簽署內容計算出的 HMAC-SHA256。',
          description: 'Verdict: no v1 value matches',
        }),
        ...mismatchHints(result),
      ];
    case 'timestamp_outside_tolerance':
      return [timestampText(result, minutes), ...(usedNow ? [usedNowText()] : [])];
    case 'malformed_header':
      return [
        translate(
          {id: 'webhookSignatureChecker.verdict.malformed', message: '標頭格式錯誤：{problem}', description: 'Verdict: malformed header'},
          {problem: malformedText(result.malformed)},
        ),
      ];
  }
}

function usedNowText(): string {
  return translate({
    id: 'webhookSignatureChecker.usedNow',
    message: '您沒有填寫收到的時間，因此以現在的時間檢查。若要檢查較早的傳送，請填入伺服器收到它的時間。',
    description: 'Added to a timestamp verdict when the time of receipt was left empty',
  });
}
