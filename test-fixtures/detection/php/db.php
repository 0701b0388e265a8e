<?php
$dsn = 'mysql:host=localhost;dbname=shop;charset=utf8mb4';
$pdo = new PDO($dsn, 'shop_user', 'secret', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
    PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
]);

function findProducts(PDO $pdo, string $search): array
{
    $stmt = $pdo->prepare('SELECT id, name, price FROM products WHERE name LIKE ? ORDER BY name');
    $stmt->execute(['%' . $search . '%']);
    return $stmt->fetchAll();
}

$products = findProducts($pdo, $_GET['q'] ?? '');
foreach ($products as $product) {
    echo $product['name'] . ': ' . number_format($product['price'], 2) . "\n";
}
