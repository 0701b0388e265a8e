const int LED_PIN = 13;
const int BUTTON_PIN = 2;

int blinkDelay = 500;
bool lastButton = HIGH;

void setup() {
  pinMode(LED_PIN, OUTPUT);
  pinMode(BUTTON_PIN, INPUT_PULLUP);
  Serial.begin(9600);
}

void loop() {
  bool button = digitalRead(BUTTON_PIN);
  if (button == LOW && lastButton == HIGH) {
    blinkDelay = blinkDelay == 500 ? 100 : 500;
    Serial.print("Delay: ");
    Serial.println(blinkDelay);
  }
  lastButton = button;

  digitalWrite(LED_PIN, HIGH);
  delay(blinkDelay);
  digitalWrite(LED_PIN, LOW);
  delay(blinkDelay);
}
