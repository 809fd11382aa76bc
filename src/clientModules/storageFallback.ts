import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {installStorageFallback} from '../guards/storage';

// Runs as main.js starts, before React renders or DocSearch loads (src/guards/storage.ts says why).
if (ExecutionEnvironment.canUseDOM) {
  const replaced = installStorageFallback(window);
  if (replaced.length > 0) {
    console.warn(
      `Browser storage is unavailable (${replaced.join(', ')}): preferences and recent searches are kept for this page view only.`,
    );
  }
}
