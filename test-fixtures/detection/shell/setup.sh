echo "Installing dependencies..."
sudo apt-get update
sudo apt-get install -y git curl python3 python3-pip

if ! command -v node > /dev/null 2>&1; then
  curl -fsSL https://deb.nodesource.com/setup_20.x | sudo -E bash -
  sudo apt-get install -y nodejs
fi

for tool in git node python3; do
  printf '%-8s %s\n' "$tool" "$($tool --version)"
done

cd ~/projects || exit
git clone https://github.com/example/app.git
cd app && npm install
echo "Done!"
