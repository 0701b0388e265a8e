import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

public class StudentList {
    record Student(String name, int grade) {}

    public static void main(String[] args) {
        List<Student> students = new ArrayList<>();
        students.add(new Student("Ana", 88));
        students.add(new Student("Ben", 72));
        students.add(new Student("Cleo", 95));

        students.sort(Comparator.comparingInt(Student::grade).reversed());

        List<String> passed = students.stream()
                .filter(s -> s.grade() >= 75)
                .map(Student::name)
                .collect(Collectors.toList());

        double average = students.stream().mapToInt(Student::grade).average().orElse(0);
        System.out.println("Passed: " + passed);
        System.out.printf("Average: %.1f%n", average);
    }
}
