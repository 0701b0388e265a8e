/* Print a Fahrenheit-Celsius table, K&R style. */
#include <stdio.h>

#define LOWER 0
#define UPPER 300
#define STEP 20

float to_celsius(float fahr)
{
    return (5.0 / 9.0) * (fahr - 32.0);
}

int main()
{
    float fahr;

    printf("%3s %6s\n", "F", "C");
    for (fahr = LOWER; fahr <= UPPER; fahr = fahr + STEP)
        printf("%3.0f %6.1f\n", fahr, to_celsius(fahr));
    return 0;
}
