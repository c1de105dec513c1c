import UIKit

class PhotosViewController: UITableViewController {
    var photos: [Photo] = [
        Photo(name: "日本橋人形町", area: "東京都中央区", body: "…"),
        Photo(name: "浅草", area: "東京都台東区", body: "…"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(showSettings))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return photos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // The identifier is "Cell" in Main.storyboard, the class is PhotoCell: two names to keep in sync.
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! PhotoCell
        cell.nameLabel.text = photos[indexPath.row].name
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // "showDetails" is not the storyboard's "showDetail": this never matches and Detail crashes on `photo`.
        if segue.identifier == "showDetails" {
            let detail = segue.destination as! DetailViewController
            detail.photo = photos[tableView.indexPathForSelectedRow!.row]
        }
    }

    @objc func showSettings() {
        // Settings.storyboard holds SettingsViewController under the identifier "Settings".
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let settings = storyboard.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
        navigationController?.pushViewController(settings, animated: true)
    }
}
