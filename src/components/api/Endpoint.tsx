import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
};

/** The method badge and path at the top of an operation page. Static: it never calls the API. */
export default function ApiEndpoint({method, path}: Props): ReactNode {
  return (
    <p className={clsx('api-endpoint', styles.endpoint)}>
      <span className={clsx('api-method', styles.method, styles[method.toLowerCase()])}>{method}</span>
      <code className={clsx('api-path', styles.path)}>{path}</code>
    </p>
  );
}
