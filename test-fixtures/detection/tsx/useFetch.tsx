import { useEffect, useState } from 'react';

export function useFetch<T>(url: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((r) => r.json() as Promise<T>)
      .then(setData)
      .catch((e: Error) => setError(e.message));
    return () => controller.abort();
  }, [url]);

  return { data, error };
}

interface Post {
  id: number;
  title: string;
}

export function Posts() {
  const { data, error } = useFetch<Post[]>('/api/posts');
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <ul>
      {data.map((post) => (
        <li key={post.id}>{post.title}</li>
      ))}
    </ul>
  );
}
