<?php

function slugify($text)
{
    $text = strtolower(trim($text));
    $text = preg_replace('/[^a-z0-9]+/', '-', $text);
    return trim($text, '-');
}

function excerpt($text, $length = 100)
{
    if (strlen($text) <= $length) {
        return $text;
    }
    return substr($text, 0, strrpos(substr($text, 0, $length), ' ')) . '...';
}

$posts = array(
    array('title' => 'Hello World', 'body' => 'My very first post on this blog.'),
    array('title' => 'PHP Arrays 101', 'body' => 'Arrays in PHP can be indexed or associative.'),
);

foreach ($posts as $post) {
    echo '<h2><a href="/post/' . slugify($post['title']) . '">' . $post['title'] . '</a></h2>';
    echo '<p>' . excerpt($post['body'], 20) . '</p>';
}
