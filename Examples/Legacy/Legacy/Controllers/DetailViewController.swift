import UIKit

class DetailViewController: UIViewController {
    // Set by PhotosViewController.prepare(for:sender:) before the view loads; nil if anyone forgets.
    var photo: Photo!

    @IBOutlet weak var titleLabel: TitleLabel!
    @IBOutlet weak var infoLabel: InfoLabel!
    @IBOutlet weak var bodyLabel: BodyLabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = photo.name
        infoLabel.text = photo.area
        bodyLabel.text = photo.body
    }

    // Reached from elsewhere by identifier "Detail", which is not the class name.
    static func fromStoryboard() -> DetailViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
    }
}
