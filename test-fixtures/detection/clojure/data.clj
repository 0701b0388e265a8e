(def students
  [{:name "Ana" :grades [90 85 77]}
   {:name "Ben" :grades [60 72 68]}
   {:name "Cy" :grades [95 98 91]}])

(defn average [xs]
  (/ (reduce + xs) (double (count xs))))

(def report
  (->> students
       (map (fn [s] (assoc s :avg (average (:grades s)))))
       (sort-by :avg >)))

(doseq [{:keys [name avg]} report]
  (printf "%-5s %.1f%n" name avg))

(let [best (first report)
      {:keys [name]} best]
  (println "Best student:" name))
