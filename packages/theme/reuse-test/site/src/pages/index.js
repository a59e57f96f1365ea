import React from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout title="Welcome" description="Acme Cloud home">
      <main>
        <h1>Welcome to Acme Cloud</h1>
      </main>
    </Layout>
  );
}
