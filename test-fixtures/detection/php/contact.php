<?php
$errors = [];
$name = '';
$email = '';

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $name = trim($_POST['name'] ?? '');
    $email = trim($_POST['email'] ?? '');

    if ($name === '') {
        $errors[] = 'Please enter your name.';
    }
    if (!filter_var($email, FILTER_VALIDATE_EMAIL)) {
        $errors[] = 'Please enter a valid email.';
    }
    if (empty($errors)) {
        file_put_contents('messages.txt', "$name <$email>\n", FILE_APPEND);
        header('Location: thanks.php');
        exit;
    }
}
?>
<!DOCTYPE html>
<html>
<body>
  <?php foreach ($errors as $error): ?>
    <p class="error"><?= htmlspecialchars($error) ?></p>
  <?php endforeach; ?>
  <form method="post">
    <input name="name" value="<?= htmlspecialchars($name) ?>">
    <input name="email" value="<?= htmlspecialchars($email) ?>">
    <button>Send</button>
  </form>
</body>
</html>
